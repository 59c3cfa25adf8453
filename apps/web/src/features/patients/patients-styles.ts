// Mantine styles the patient screens need beyond the staff screens' (the list's table and filter
// chips, the record's drawer, the merge dialog's choice), after those they build on.
import '../../components/staff-screen-styles';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Radio.layer.css';

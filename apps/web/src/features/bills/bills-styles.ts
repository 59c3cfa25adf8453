// Mantine styles the counter's pages need beyond the staff screens' (the cart's inputs and table).
import '../../components/staff-screen-styles';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Alert.layer.css';

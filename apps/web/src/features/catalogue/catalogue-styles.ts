// Mantine styles the catalogue's staff screens need beyond the staff screens' (the tax rate's
// select sits on ScrollArea and Combobox; service or good is a segmented control), after those.
import '../../components/staff-screen-styles';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';

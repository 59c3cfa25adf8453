// Mantine styles /medis needs beyond the staff screens' (the inbox's buttons, the status chips, the
// number inputs of the rules), after those they build on.
import '../../components/staff-screen-styles';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';

// Mantine styles of the doctors and appointment-type screens beyond the shared form styles, in
// dependency order: dialogs sit on Overlay and ModalBase, the copy menu on Popover.
import '../../components/form-styles';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Switch.layer.css';

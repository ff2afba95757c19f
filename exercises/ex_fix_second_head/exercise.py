"""Bug hunt from a learner's notebook: the second head was taken as a[0, 0]."""

KIND = "code"
POINTS = 2
# One check, all or nothing: the starter already runs (it is the bug to fix), so running earns
# nothing by itself.
LESSON = "heads"
STARTER = ("import torch\n\n\n"
           "def ex_fix_second_head(a):\n"
           "    first_head = a[0, 0, :, :]\n"
           "    second_head = a[0, 0, :, :]\n"
           "    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])\n")

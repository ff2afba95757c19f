"""Bug hunt from a lecture notebook: a padding mask indexed without the head axis."""

KIND = "code"
POINTS = 2
# One check, all or nothing: the starter already runs (it is the bug to fix), so running earns
# nothing by itself.
LESSON = "masking"
STARTER = ("import torch\n\n\n"
           "def ex_fix_mask_heads(scores, pad):\n"
           "    mask = pad[:, None, :]\n"
           "    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)\n")

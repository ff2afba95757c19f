# exercise: ex_fix_mask_heads
# mistake: torch.where needs a bool condition; pad.long() makes the mask int64, so it raises. Keep the mask bool (pad[:, None, None, :]).
# mistake_zh: torch.where 需要布尔条件；pad.long() 把掩码变成了 int64，所以报错。应保持掩码为布尔类型（pad[:, None, None, :]）。
# keywords: bool, where, int64, mask, condition
import torch
def ex_fix_mask_heads(scores, pad):
    m = pad.long()[:, None, None, :]
    return torch.where(m, torch.tensor(float("-inf")), scores).softmax(-1)

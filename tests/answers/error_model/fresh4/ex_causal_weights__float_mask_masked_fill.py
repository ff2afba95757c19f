# exercise: ex_causal_weights
# mistake: masked_fill is given a float 0/1 mask (torch.triu(torch.ones(n, n), 1) without .bool()); masked_fill only accepts a boolean mask, so the call raises. Convert the mask with .bool() (as the book's mask.bool()).
# mistake_zh: 传给 masked_fill 的是浮点 0/1 掩码（torch.triu(torch.ones(n, n), 1) 没有 .bool()）；masked_fill 只接受布尔掩码，所以会报错。应用 .bool() 转换掩码（就像书中的 mask.bool()）。
# keywords: bool, masked_fill, float, dtype, .bool()
import torch


class _Causal:
    def __call__(self, scores):
        n = scores.shape[-1]
        mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1)
        return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)


ex_causal_weights = _Causal()

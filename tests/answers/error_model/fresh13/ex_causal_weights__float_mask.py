# exercise: ex_causal_weights
# mistake: The mask is a float tensor of ones (torch.triu(torch.ones(n, n), 1)) and masked_fill requires a boolean mask, so it raises; it needs .bool() or dtype=torch.bool.
# mistake_zh: 掩码是由 1 组成的浮点张量（torch.triu(torch.ones(n, n), 1)），而 masked_fill 要求布尔掩码，所以会报错；需要 .bool() 或 dtype=torch.bool。
# keywords: bool, mask, masked_fill, dtype
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # 1 above the diagonal = future tokens
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1)
    masked = scores.masked_fill(mask, -torch.inf)
    return torch.softmax(masked, dim=-1)

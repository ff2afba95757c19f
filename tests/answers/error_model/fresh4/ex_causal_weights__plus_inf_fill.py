# exercise: ex_causal_weights
# mistake: The future is filled with +inf instead of -inf (sign slip), so the softmax gets inf − inf and returns NaN in every row with a future key; fill with float('-inf').
# mistake_zh: 未来位置被填成了 +inf 而不是 -inf（符号错误），softmax 中出现 inf − inf，凡是有未来键的行都变成 NaN；应填充 float('-inf')。
# keywords: -inf, sign, +inf, nan, fill
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(torch.where(mask, torch.tensor(float("inf"), device=scores.device), scores), dim=-1)

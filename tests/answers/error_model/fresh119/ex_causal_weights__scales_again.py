# exercise: ex_causal_weights
# mistake: Divides the scores by √n again although the statement says they are already scaled.
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    weilai = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    # 缩放点积注意力
    suofang = scores / n ** 0.5
    return torch.softmax(suofang.masked_fill(weilai, float('-inf')), dim=-1)

# exercise: ex_causal_weights
# mistake: Uses masked_fill_ (in place), which writes -inf into the caller's scores tensor; the masking must return a new tensor and leave the input unchanged.
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    zhezhao = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    scores.masked_fill_(zhezhao, -float("inf"))   # 未来的词元 -> -inf
    zhuyili_quanzhong = torch.softmax(scores, dim=-1)
    return zhuyili_quanzhong

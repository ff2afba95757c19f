# exercise: ex_causal_weights
# mistake: Takes n from scores.shape[0] (the 'number of rows'), which is the batch size when scores have leading axes; n is scores.shape[-1]. [cond: scores have batch or head axes]
import torch

def ex_causal_weights(scores):
    hangshu = scores.shape[0]
    mask = torch.triu(torch.ones(hangshu, hangshu, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, -torch.inf), dim=-1)

# exercise: ex_causal_weights
# mistake: Takes n from scores.shape[0] instead of the last axis, so for batched scores (b, n, n) the mask is b x b and fails to broadcast; n must be scores.shape[-1]. [cond: only for batched scores with b != n]
import torch
def ex_causal_weights(scores):
    n=len(scores);m=torch.triu(torch.ones(n,n,dtype=torch.bool,device=scores.device),diagonal=1)
    return torch.softmax(scores.masked_fill(m,float('-inf')),dim=-1)

# exercise: ex_causal_weights
# mistake: Builds the triu mask on the CPU (no device=), so masked_fill fails for scores on a GPU; the mask must be created on scores.device. [cond: only on a GPU]
import torch
def ex_causal_weights(s):
    n=s.shape[-1];return torch.softmax(s.masked_fill(torch.triu(torch.ones(n,n,dtype=torch.bool),1),float('-inf')),-1)

# exercise: ex_causal_weights
# mistake: Masks the strict lower triangle (tril(-1), the past) instead of the upper triangle, so every query attends to itself and later keys; the future is triu(diagonal=1).
import torch
def ex_causal_weights(s):
    n=s.size(-1);m=torch.tril(torch.ones(n,n,device=s.device),-1).bool();return s.masked_fill(m,-float('inf')).softmax(-1)

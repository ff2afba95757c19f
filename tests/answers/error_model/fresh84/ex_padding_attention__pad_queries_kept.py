# exercise: ex_padding_attention
# mistake: Masks the padded keys and replaces NaN by 0, but never zeroes the rows of padded queries, which still hold weights over the real keys; those rows must be set to 0.
import torch
def ex_padding_attention(s,l):
    m=torch.arange(s.shape[-1],device=s.device)>=l[:,None];return torch.nan_to_num(torch.softmax(s.masked_fill(m[:,None,None,:],float('-inf')),-1))

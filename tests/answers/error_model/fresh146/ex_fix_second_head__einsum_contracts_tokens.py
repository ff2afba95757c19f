# exercise: ex_fix_second_head
# mistake: The learner's einsum 'hnd,hne->hde' contracts the token axis and gives each head's (d, d) Gram matrix headᵀ·head; the scores are head·headᵀ, contracting the features: 'hnd,hmd->hnm'.
import numpy as np
import torch


def ex_fix_second_head(a):
    heads = a[0].detach().cpu().numpy()          # (h, n, d)
    scores = np.einsum('hnd,hne->hde', heads, heads)
    return torch.from_numpy(scores).to(a.device)

# exercise: ex3_1
# mistake: The learner reshaped sa_v2's (d_out, d_in) weights with .view(d_in, d_out), which keeps the memory order instead of transposing; the values end up in the wrong places. The weights must be weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for k in 'query key value'.split():
            w = getattr(sa_v2, f'W_{k}').weight
            getattr(sa_v1, f'W_{k}').copy_(w.view(*w.shape[::-1]))

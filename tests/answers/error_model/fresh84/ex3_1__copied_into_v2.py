# exercise: ex3_1
# mistake: Copies in the wrong direction: overwrites sa_v2's Linear weights with sa_v1's matrices and leaves sa_v1 unchanged, so sa_v1 does not return what the original sa_v2 returned; sa_v1's parameters must receive sa_v2's weights.
import torch
def ex3_1(sa_v1,sa_v2):
    with torch.no_grad():
        for k in('W_query','W_key','W_value'):getattr(sa_v2,k).weight.copy_(getattr(sa_v1,k).T)

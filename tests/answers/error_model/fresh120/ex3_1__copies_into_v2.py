# exercise: ex3_1
# mistake: The learner copies in the wrong direction: sa_v2's Linear weights are overwritten with sa_v1's matrices, so sa_v1 is unchanged and no longer matches the original sa_v2; sa_v1's parameters must receive sa_v2's weights (transposed).
import torch

def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
    # both give the same output now

# exercise: ex3_1
# mistake: Copies in the wrong direction: it overwrites sa_v2's Linear weights with sa_v1's matrices (like tf.assign(target, source) read backwards) and leaves sa_v1 unchanged; sa_v1's parameters must get sa_v2's weights transposed.
import torch

def ex3_1(sa_v1, sa_v2):
    # assign(ref, value): make both modules hold the same weights
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)

# exercise: ex3_1
# mistake: Reading it like Keras's target.set_weights(source.get_weights()) the wrong way round, the learner overwrote sa_v2's Linear weights with sa_v1's matrices (transposed) and left sa_v1 unchanged; sa_v1's parameters must receive sa_v2's weights.
import torch

def ex3_1(sa_v1, sa_v2):
    # sync the two modules
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            getattr(sa_v2, name).weight.copy_(getattr(sa_v1, name).T)

# exercise: ex3_1
# mistake: Copied in the wrong direction: overwrote sa_v2's Linear weights with sa_v1's matrices (transposed), so both modules agree but sa_v1 keeps its own weights and sa_v2 is changed; sa_v1 must receive sa_v2's weights.
import torch


def sync_weights(a, b):
    """make the two attention modules share the same projections"""
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            getattr(b, name).weight.copy_(getattr(a, name).T)


def ex3_1(sa_v1, sa_v2):
    sync_weights(sa_v1, sa_v2)

# exercise: ex3_1
# mistake: Puts the transposed weights into a copy of sa_v1.state_dict() but never calls load_state_dict, so sa_v1 keeps its old random matrices; the new tensors must be loaded (or assigned / copied into the parameters).
import torch


def ex3_1(sa_v1, sa_v2):
    sd = sa_v1.state_dict()
    src = sa_v2.state_dict()
    for k in ("W_query", "W_key", "W_value"):
        sd[k] = src[k + ".weight"].T.clone()
    print("updated:", list(sd.keys()))

# exercise: ex3_1
# mistake: Loads sa_v2's state dict (transposed) with strict=False, but its keys are "W_query.weight" etc. while sa_v1's are "W_query", so nothing is loaded and sa_v1 keeps its own weights; the keys must be renamed (or the parameters assigned directly).
import torch


def ex3_1(sa_v1, sa_v2):
    new_state = {}
    for key, value in sa_v2.state_dict().items():
        if value.dim() == 2:
            new_state[key] = value.T.contiguous()
        else:
            new_state[key] = value
    # strict=False so a missing bias or similar does not crash
    result = sa_v1.load_state_dict(new_state, strict=False)
    if result.unexpected_keys:
        print("ignored:", result.unexpected_keys)

# exercise: ex3_1
# mistake: Kept the forum post's key names W_q/W_k/W_v in the state dict and loaded it with strict=False, so nothing matches and sa_v1 keeps its own random weights; the keys must be W_query, W_key and W_value.
import torch


def ex3_1(sa_v1, sa_v2):
    new_state = {
        "W_q": sa_v2.W_query.weight.T,
        "W_k": sa_v2.W_key.weight.T,
        "W_v": sa_v2.W_value.weight.T,
    }
    # strict=False so it doesn't complain about the bias keys
    result = sa_v1.load_state_dict(new_state, strict=False)
    print(result)

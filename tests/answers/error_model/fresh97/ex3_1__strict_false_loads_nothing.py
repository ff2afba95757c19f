# exercise: ex3_1
# mistake: Loads sa_v2's state_dict with strict=False after the key names did not match (W_query.weight vs W_query), so nothing is loaded and sa_v1 keeps its own random weights; the transposed weights must really be assigned to W_query, W_key, W_value.
import torch


def ex3_1(sa_v1, sa_v2):
    sd = {k: v.T for k, v in sa_v2.state_dict().items()}
    # strict=True complained about unexpected keys "W_query.weight" ...
    result = sa_v1.load_state_dict(sd, strict=False)
    print(result)

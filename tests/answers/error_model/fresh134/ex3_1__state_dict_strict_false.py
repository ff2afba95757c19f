# exercise: ex3_1
# mistake: Loaded sa_v2's state_dict with strict=False, but its keys are "W_query.weight" etc. while sa_v1's are "W_query", so nothing is loaded and sa_v1 keeps its own weights; the three parameters must be assigned explicitly.
import torch


def ex3_1(sa_v1, sa_v2):
    sd = {k: v.T for k, v in sa_v2.state_dict().items()}
    r = sa_v1.load_state_dict(sd, strict=False)
    print(r)

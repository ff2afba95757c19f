# exercise: ex3_1
# mistake: The learner loads sa_v2's state_dict with strict=False, but its keys are "W_query.weight" etc. while sa_v1's are "W_query", so nothing is loaded and sa_v1 keeps its own weights; the keys must be renamed (or the parameters assigned directly).
import torch


def ex3_1(sa_v1, sa_v2):
    sd = sa_v2.state_dict()
    print(list(sd.keys()))
    # nn.Linear stores W.T, so transpose every matrix
    new_sd = {k: v.T for k, v in sd.items()}
    sa_v1.load_state_dict(new_sd, strict=False)

# exercise: ex3_1
# mistake: Following a forum answer, the learner loads sa_v2's transposed state_dict into sa_v1 with strict=False; its keys are "W_query.weight" etc. while sa_v1's are "W_query", so nothing is loaded and sa_v1 keeps its weights. The keys must be renamed (or the parameters assigned directly).
import torch


def ex3_1(sa_v1, sa_v2):
    sd = {k: v.T for k, v in sa_v2.state_dict().items()}
    result = sa_v1.load_state_dict(sd, strict=False)
    print(result)

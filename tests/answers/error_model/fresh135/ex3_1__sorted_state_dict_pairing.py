# exercise: ex3_1
# mistake: The learner paired sa_v1.parameters() (query, key, value order) with sorted(sa_v2.state_dict()) (key, query, value order), so W_query gets the key weights and W_key the query weights; each v1 matrix must get the transpose of the Linear of the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    sd = sa_v2.state_dict()
    names = sorted(sd)   # W_*.weight
    with torch.no_grad():
        for p, name in zip(sa_v1.parameters(), names):
            p.copy_(sd[name].t())

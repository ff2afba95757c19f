# exercise: ex3_1
# mistake: The learner zipped sa_v1's parameters with sa_v2's state_dict keys sorted alphabetically (W_key, W_query, W_value), so W_query got the key weights and W_key the query weights; each v1 matrix must get the transpose of the v2 layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    sd = sa_v2.state_dict()
    keys = sorted(sd.keys())          # tidy order, like df.sort_index()
    print(keys)
    with torch.no_grad():
        for p, k in zip(sa_v1.parameters(), keys):
            p.copy_(sd[k].T)

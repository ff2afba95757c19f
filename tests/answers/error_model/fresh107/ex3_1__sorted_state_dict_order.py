# exercise: ex3_1
# mistake: Pairs sa_v1's parameters with sa_v2's state_dict sorted by name (W_key, W_query, W_value), so W_query receives the key weights and W_key the query weights; each v1 matrix must get the transpose of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    theirs = sorted(sa_v2.state_dict().items())   # nice stable order
    with torch.no_grad():
        for p, (key, w) in zip(sa_v1.parameters(), theirs):
            # print(key, w.shape, p.shape)
            p.copy_(w.T)

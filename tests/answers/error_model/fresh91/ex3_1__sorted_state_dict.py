# exercise: ex3_1
# mistake: Pairs sa_v2's weights with sa_v1's parameters by iterating sorted(state_dict()), which is alphabetical (W_key, W_query, W_value), so the query and key matrices are swapped; each v1 parameter must get the transposed weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    sd = sa_v2.state_dict()
    targets = ["W_query", "W_key", "W_value"]
    with torch.no_grad():
        for name, key in zip(targets, sorted(sd)):
            # nn.Linear keeps (d_out, d_in), v1 wants (d_in, d_out)
            getattr(sa_v1, name).copy_(sd[key].T)

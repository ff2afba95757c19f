# exercise: ex3_1
# mistake: Paired v1's parameters with sorted(v2.state_dict()) keys, which are alphabetical (W_key, W_query, W_value), so the query and key weights are swapped; each W_x must take sa_v2.W_x.weight.T.
import torch


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    src = sa_v2.state_dict()
    weight_keys = sorted(k for k in src if k.endswith(".weight"))
    targets = [sa_v1.W_query, sa_v1.W_key, sa_v1.W_value]
    for param, key in zip(targets, weight_keys):
        # nn.Linear stores (out, in); v1 multiplies x @ W so it wants (in, out)
        param.copy_(src[key].T)

# exercise: ex3_1
# mistake: The learner copies sa_v2's key weights into sa_v1.W_query and the query weights into sa_v1.W_key; each v1 matrix must get the transposed weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores (out, in), v1 wants (in, out) -> swap letters
    pairs = {"W_key": sa_v2.W_query, "W_query": sa_v2.W_key, "W_value": sa_v2.W_value}
    with torch.no_grad():
        for name, lin in pairs.items():
            getattr(sa_v1, name).copy_(torch.einsum("oi->io", lin.weight))

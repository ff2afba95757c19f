# exercise: ex3_1
# mistake: Fills sa_v1.parameters() (order W_query, W_key, W_value) from `sorted(sa_v2.state_dict())`, like Keras get_weights(); alphabetical order is W_key, W_query, W_value, so sa_v1's W_query gets the key weights and W_key the query weights (value is right). The output differs from sa_v2 (max diff 0.0075 on the book's inputs, d_in=3, d_out=2). Right: W_query ← W_query.weight.T, W_key ← W_key.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # like model.get_weights(): walk sa_v2's state dict and fill sa_v1's parameters in order
    v2 = sa_v2.state_dict()
    with torch.no_grad():
        for param, key in zip(sa_v1.parameters(), sorted(v2)):
            param.copy_(v2[key].T)

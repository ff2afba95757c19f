# exercise: ex3_1
# mistake: The learner assumed the score graph is symmetric and put sa_v2's key weights into W_query and its query weights into W_key; this transposes the score matrix, so the rows are normalised over the wrong direction. W_query must get W_query.weight.T and W_key W_key.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # q.k == k.q so the order of the two does not matter for the edges
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)

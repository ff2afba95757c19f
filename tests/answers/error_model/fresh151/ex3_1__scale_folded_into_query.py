# exercise: ex3_1
# mistake: The learner also divided W_query by sqrt(d_out), believing SelfAttention_v1 does not scale the scores; both classes scale the same way, so the weights must be copied as weight.T without extra factors.
import torch


def ex3_1(sa_v1, sa_v2):
    d_out = sa_v2.W_query.weight.shape[0]
    # v2's scaling goes into the query matrix: diag(1/sqrt(d)) on the right
    S = torch.diag(torch.full((d_out,), 1.0 / d_out ** 0.5))
    with torch.no_grad():
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T @ S)
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.clone())

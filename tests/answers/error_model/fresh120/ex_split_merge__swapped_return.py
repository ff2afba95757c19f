# exercise: ex_split_merge
# mistake: The learner returns the pair in the wrong order, (merged, heads); the statement asks for (heads, merged).
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    queries = x.view(b, n, num_heads, head_dim)
    queries = queries.transpose(1, 2)
    context_vec = context.transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, num_heads * head_dim)
    return context_vec, queries

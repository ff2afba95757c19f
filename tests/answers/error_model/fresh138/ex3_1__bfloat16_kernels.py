# exercise: ex3_1
# mistake: The learner stored the copied kernels in bfloat16 (the JAX/TPU param dtype habit), so sa_v1(x) with the book's float32 inputs fails with a dtype mismatch; the parameters must stay float32 like sa_v2's weights.
import torch

def ex3_1(sa_v1, sa_v2):
    pdtype = torch.bfloat16  # param_dtype like in my flax config
    with torch.no_grad():
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.to(pdtype))
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.to(pdtype))
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.to(pdtype))

# exercise: ex3_2
# mistake: The learner builds two heads of size 2 and then keeps only the first head so the output is (2, 6, 2); the wrapper must have num_heads=2 heads of d_out=1 each.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
    # output was (2, 6, 4) -> too wide, keep only what we need
    mha.heads = torch.nn.ModuleList(list(mha.heads)[:1])
    return mha

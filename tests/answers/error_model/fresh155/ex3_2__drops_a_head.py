# exercise: ex3_2
# mistake: Builds two heads of size 2 and then keeps only the first head, so the output is (2, 6, 2) but comes from a single head; the wrapper must keep num_heads=2 heads of d_out=1 each.
import torch


def build_wrapper(Wrapper, d_in=3, d_out=2, context_length=6, dropout=0.0, num_heads=2, keep=None):
    w = Wrapper(d_in, d_out, context_length, dropout, num_heads=num_heads)
    if keep is not None:
        w.heads = torch.nn.ModuleList(list(w.heads)[:keep])
    return w


def ex3_2(MultiHeadAttentionWrapper):
    return build_wrapper(MultiHeadAttentionWrapper, keep=1)

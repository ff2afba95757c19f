# exercise: ex3_2
# mistake: Converts the wrapper to float64 with .to(dtype=torch.float64), so it fails on the book's float32 batch; the module must stay float32.
import torch

PREFERRED_DTYPE = torch.float64


def ex3_2(MultiHeadAttentionWrapper):
    wrapper = MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=6,
                                        dropout=0.0, num_heads=2)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    return wrapper.to(device=device, dtype=PREFERRED_DTYPE)

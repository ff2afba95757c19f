# exercise: ex_shape_view
# mistake: Went on to compute the attention scores queries @ keys.transpose(2, 3) and gave their shape (2, 3, 5, 5), instead of the shape after view and transpose, (2, 3, 5, 4).
import torch

b, num_tokens, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
queries = torch.rand(b, num_tokens, d_out).view(b, num_tokens, num_heads, head_dim).transpose(1, 2)
keys = torch.rand(b, num_tokens, d_out).view(b, num_tokens, num_heads, head_dim).transpose(1, 2)
attn_scores = queries @ keys.transpose(2, 3)
ex_shape_view = tuple(attn_scores.shape)

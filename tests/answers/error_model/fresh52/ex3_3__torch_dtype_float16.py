# exercise: ex3_3
# mistake: Moves the module with .to(device, dtype=torch.float16) as when loading a model with torch_dtype=float16; it must only be placed on device and keep float32 parameters.
import torch

torch_dtype = torch.float16  # saves memory, like from_pretrained(..., torch_dtype=torch.float16)


def ex3_3(MultiHeadAttention, device):
    attn = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    return attn.to(device, dtype=torch_dtype)

# exercise: ex3_3
# mistake: The learner moved the module with .to(device, dtype=torch.bfloat16), the way a JAX/TPU model is kept in bfloat16, so the parameters are not float32; only .to(device) was asked.
import torch

def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    return mha.to(device, dtype=torch.bfloat16)

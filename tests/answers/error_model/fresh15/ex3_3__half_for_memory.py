# exercise: ex3_3
# mistake: Converts the module to float16 to save memory (.to(device, dtype=torch.float16)), so its parameters are float16 and it fails on / disagrees with the float32 inputs; it must stay float32.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    # 2.36M parameters: half precision halves the footprint on a GPU
    return mha.to(device=device, dtype=torch.float16)

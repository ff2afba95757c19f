# exercise: ex3_3
# mistake: Used 768 (the embedding size) as context_length instead of 1024. Everything looks right on short inputs, but the causal mask is only 768×768, so any input longer than 768 tokens fails. context_length is the number of positions, 1024.
# mistake_zh: 把 768（嵌入维度）当成了 context_length，应该是 1024。短输入看起来都对，但因果掩码只有 768×768，超过 768 个 token 的输入就会出错。context_length 是位置数 1024。
# keywords: context_length, 1024, mask, 768, tokens
import torch


def ex3_3(MultiHeadAttention, device: torch.device):
    emb = 768
    heads = 12
    mha = MultiHeadAttention(emb, emb, emb, 0.0, heads)
    mha = mha.to(device)
    return mha

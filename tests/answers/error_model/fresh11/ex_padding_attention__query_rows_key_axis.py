# exercise: ex_padding_attention
# mistake: To zero the rows of padded queries the learner reuses the key indexing padded[:, None, None, :], which zeros padded key columns again; padded queries are rows: padded[:, None, :, None].
# mistake_zh: 为了把填充查询的行清零，学习者又用了键的索引方式 padded[:, None, None, :]，结果只是再次清零填充键的列；填充查询是行，应为 padded[:, None, :, None]。
# keywords: query, rows, [:, None, :, None], axis
import torch


def ex_padding_attention(scores, lengths):
    B, H, T, _ = scores.shape
    key_padding_mask = torch.arange(T, device=scores.device).expand(B, T) >= lengths.unsqueeze(1)
    att = scores.masked_fill(key_padding_mask[:, None, None, :], float('-inf'))
    att = torch.nan_to_num(torch.softmax(att, dim=-1), nan=0.0)
    # padded queries get no attention at all
    att = att.masked_fill(key_padding_mask[:, None, None, :], 0.0)
    return att

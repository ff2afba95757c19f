# exercise: ex3_1
# mistake: Inside the loop the source layer is always sa_v2.W_query (fetched once before the loop), so W_key and W_value also get the query weights. Take getattr(sa_v2, name) for each name.
# mistake_zh: 循环里的来源层始终是 sa_v2.W_query（在循环之前只取了一次），所以 W_key 和 W_value 也拿到了查询的权重。应对每个名字分别取 getattr(sa_v2, name)。
# keywords: W_query, reused, W_key, W_value, getattr
import torch.nn as nn


def ex3_1(sa_v1, sa_v2):
    src = sa_v2.W_query
    for name in ("W_query", "W_key", "W_value"):
        setattr(sa_v1, name, nn.Parameter(src.weight.T.clone()))
